/** Client testimonials on the home page (spec: three, each with client name and text). */
export interface Testimonial {
  id: number;
  /** {name} in the original's sample data. */
  name: string;
  /** {user_content} in the original's sample data. */
  text: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1,
    name: 'Rakesh Verma',
    text: 'We were buying our first flat in Noida and had no idea where to start. The team shortlisted three projects in Sector 150 that fit our budget, checked every paper with their lawyer and stayed with us until the registry. Honest advice from start to finish.',
  },
  {
    id: 2,
    name: 'Priya Nair',
    text: 'I needed office space on the Noida Expressway at short notice. Within a week they showed me five options, negotiated the rent and explained the lease terms clause by clause. The legal check alone saved us from a costly mistake.',
  },
  {
    id: 3,
    name: 'Sandeep & Kavita Malhotra',
    text: 'Selling our resale apartment in Ghaziabad was quicker than we expected. They priced it right, brought genuine buyers and handled the paperwork with the bank. We would happily recommend them to friends and family.',
  },
];
