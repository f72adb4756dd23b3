/**
 * The fixed list of 46 project names offered as search suggestions (spec section 5).
 * The API seeds its listings from the same list, so every suggestion finds something.
 */
export const PROJECT_NAMES: readonly string[] = [
  'Amrapali Silicon City',
  'Ace Divino',
  'Ace Golfshire',
  'ATS Pristine',
  'ATS Le Grandiose',
  'Bhutani Alphathum',
  'Bhutani Grandthum',
  'County 107',
  'Eldeco Live by the Greens',
  'Gaur City 2',
  'Gaurs Saundaryam',
  'Godrej Woods',
  'Godrej Palm Retreat',
  'Gulshan Dynasty',
  'Gulshan Botnia',
  'Jaypee Wish Town',
  'Jaypee Kosmos',
  'Mahagun Mywoods',
  'Mahagun Medalleo',
  'Mahagun Mantra',
  'M3M The Cullinan',
  'Migsun Ultimo',
  'Nirala Estate',
  'Paras Tierea',
  'Prateek Canary',
  'Prateek Grand Carnesia',
  'Purvanchal Royal Park',
  'Samridhi Grand Avenue',
  'Sikka Kaamya Greens',
  'Supertech Capetown',
  'Supertech Eco Village',
  'Tata Eureka Park',
  'Tata La Vida',
  'Tulip Violet',
  'Unitech Uniworld Gardens',
  'Ajnara Homes',
  'Ajnara Le Garden',
  'Arihant Arden',
  'Cleo County',
  'Exotica Fresco',
  'Fusion Homes',
  'Galaxy North Avenue',
  'Logix Blossom County',
  'Omaxe Forest Spa',
  'Prestige City Siddharth Vihar',
  'Spectrum Metro',
];

/** Case-insensitive substring match, as the spec's suggestion list does. */
export function suggestProjects(query: string, names: readonly string[] = PROJECT_NAMES): string[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return names.filter((n) => n.toLowerCase().includes(q));
}
