/** Team Members on /about (spec sections 1 and 9); names are fictitious. */
export interface TeamMember {
  photo: string;
  name: string;
  designation: string;
  content: string;
}

export const TEAM_MEMBERS: readonly TeamMember[] = [
  {
    photo: '/images/team/team-1.svg',
    name: 'Vikram Sethi',
    designation: 'Director',
    content:
      'Vikram has 13 years of experience in real estate since 2012. He leads the firm’s legal consultancy, from title checks to registry, and has guided hundreds of families and businesses through property deals across Noida and Delhi-NCR.',
  },
  {
    photo: '/images/team/team-2.svg',
    name: 'Anjali Mehra',
    designation: 'Director',
    content:
      'Anjali brings 7 years of experience in HR. She builds and trains the advisory team and makes sure every client gets prompt, honest and well-documented advice.',
  },
  {
    photo: '/images/team/team-3.svg',
    name: 'Rahul Chauhan',
    designation: 'Sales Head',
    content:
      'Rahul has 8 years of experience in property sales and manages a team of about 10 people in Noida and Ghaziabad, matching buyers, sellers and tenants with the right homes and offices.',
  },
];
