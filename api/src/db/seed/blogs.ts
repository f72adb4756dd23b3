/**
 * Blog and news posts of the seed: real HTML bodies (paragraphs, h2/h3, lists, links) on what
 * buyers in Noida and Delhi-NCR ask about. Images are generated (blog-N.svg).
 */
export interface SeedBlog {
  slug: string;
  title: string;
  /** ISO date; the seed spreads the posts over a year. */
  created_at: string;
  description: string;
}

export const BLOGS: readonly SeedBlog[] = [
  {
    slug: 'buying-your-first-home-in-noida-a-step-by-step-guide',
    title: 'Buying Your First Home in Noida: A Step-by-Step Guide',
    created_at: '2025-10-24T05:30:00.000Z',
    description: `<p>Noida has grown from an industrial township into one of the most liveable cities of the National Capital Region. Wide roads, planned sectors, two metro lines and a steady supply of new projects make it the first choice of many young families. Buying your first home here is simpler when you take it one step at a time.</p>
<h2>1. Fix your budget before you fix the sector</h2>
<p>Start with what you can comfortably pay every month, not with the price of the flat you like. Banks usually lend up to 75–90% of the property value, and your EMI should stay under roughly half of your take-home pay. Add 7–8% of the price for stamp duty, registration, GST on under-construction units, parking and club charges.</p>
<ul>
<li>Down payment: 10–25% of the price, from your own savings</li>
<li>Stamp duty in Uttar Pradesh: 7% for men, 6% for women buyers on the first ₹10 lakh (1% registration fee extra)</li>
<li>GST: 5% on under-construction homes, 1% on affordable housing, none on ready-to-move resale homes</li>
</ul>
<p>Our <a href="/emi-calculator">EMI calculator</a> shows what a loan will cost you month by month.</p>
<h2>2. Choose between ready-to-move and under-construction</h2>
<p>A ready-to-move resale flat lets you see exactly what you get and saves GST, but costs more upfront. An under-construction unit in a new launch is cheaper and comes with flexible payment plans, but you depend on the builder delivering on time. Check the RERA completion date and the builder's record on earlier projects.</p>
<h3>Sectors worth a look</h3>
<ul>
<li><strong>Sector 150</strong>: low density, green, close to the expressway</li>
<li><strong>Sector 137 and 143</strong>: mid-budget, near the Aqua Line metro</li>
<li><strong>Greater Noida West</strong>: the value pick for 2 and 3 BHK homes</li>
</ul>
<h2>3. Do the paperwork right</h2>
<p>Ask for the RERA registration number, the approved building plan, the allotment letter format and, for resale, the chain of previous sale deeds and the no-dues certificate from the authority. A lawyer's title check costs little compared with the price of a mistake.</p>
<p>Want a shortlist? <a href="/contact">Talk to our advisors</a> and we will line up site visits that match your budget.</p>`,
  },
  {
    slug: 'up-rera-what-every-homebuyer-should-check',
    title: 'UP RERA Explained: What Every Homebuyer Should Check',
    created_at: '2025-09-30T06:00:00.000Z',
    description: `<p>The Real Estate (Regulation and Development) Act, 2016 changed how homes are sold in India. In Uttar Pradesh it is enforced by UP RERA, and every project in Noida, Greater Noida and Ghaziabad with more than 500 square metres of land or more than eight units must be registered before it is advertised.</p>
<h2>What RERA registration tells you</h2>
<p>The registration page of a project lists the promoter, the approved plans, the land title, the number of units and, most importantly, the date by which the builder promises to finish. You can look any project up on the <a href="https://www.up-rera.in" target="_blank">UP RERA portal</a>.</p>
<h3>Five things to check before you pay a token</h3>
<ol>
<li>The RERA number printed in the advertisement matches the portal</li>
<li>The proposed completion date is realistic for the stage of construction</li>
<li>Quarterly progress reports are up to date</li>
<li>There are no pending complaints or orders against the project</li>
<li>The carpet area in the agreement matches the registered plan</li>
</ol>
<h2>Your rights as a buyer</h2>
<p>Builders must keep 70% of the money collected from buyers in a separate escrow account used only for that project. They cannot take more than 10% of the price before signing a registered agreement for sale. If possession is delayed you are entitled to interest for every month of delay, or a full refund with interest if you choose to withdraw.</p>
<p>RERA does not make a bad project good, but it gives you the information and the remedies to avoid one.</p>`,
  },
  {
    slug: 'home-loan-eligibility-how-banks-decide-how-much-you-can-borrow',
    title: 'Home Loan Eligibility: How Banks Decide How Much You Can Borrow',
    created_at: '2025-09-12T07:15:00.000Z',
    description: `<p>Two people with the same salary can be offered very different loan amounts. Banks and housing finance companies look at more than your income when they decide how much to lend.</p>
<h2>The FOIR rule</h2>
<p>Most lenders cap your total EMIs, including the new home loan, at 50–60% of your net monthly income. This is the fixed obligation to income ratio, or FOIR. If you already pay ₹15,000 a month for a car loan, that amount is subtracted from what is available for the home loan.</p>
<h3>What raises your eligibility</h3>
<ul>
<li>A credit score above 750 and a clean repayment history</li>
<li>A longer tenure: 25–30 years lowers the EMI for the same amount</li>
<li>A co-applicant with a regular income, such as your spouse</li>
<li>Closing small personal loans and credit card dues before you apply</li>
</ul>
<h3>What lowers it</h3>
<ul>
<li>Frequent job changes or a probation period</li>
<li>Irregular income without two years of tax returns, for the self-employed</li>
<li>Age close to retirement, which shortens the tenure</li>
</ul>
<h2>Try the numbers yourself</h2>
<p>Our <a href="/eligibility-check">loan eligibility calculator</a> applies the same rule lenders use. Enter your income and existing EMIs to see the amount you can borrow, then <a href="/check-loan-eligibility">get a home loan estimate</a> from our partner banks.</p>`,
  },
  {
    slug: 'greater-noida-west-the-value-pick-of-ncr',
    title: 'Greater Noida West: Why It Remains the Value Pick of NCR',
    created_at: '2025-08-20T09:00:00.000Z',
    description: `<p>Once dismissed as a distant extension of Noida, Greater Noida West (also called Noida Extension) is now home to more than two lakh families. Prices have risen steadily, yet a three-bedroom flat here still costs about half of a similar home in central Noida.</p>
<h2>What changed</h2>
<ul>
<li>Thousands of delayed flats were finally delivered, and the area now feels lived-in</li>
<li>Gaur Chowk, the Noida-Greater Noida link road and the FNG expressway cut travel times</li>
<li>Large schools, hospitals and malls opened within the township</li>
<li>The Aqua Line metro extension to Greater Noida West has been approved</li>
</ul>
<h2>Who should buy here</h2>
<p>Families who want space on a budget, and investors looking for rental yields of 3–3.5% with room for appreciation. Projects such as Mahagun Mywoods, Ace Divino and Gaur City 2 have active resale markets, so you can compare many units before you decide.</p>
<h3>A word of caution</h3>
<p>Check the delivery record of the builder and the occupancy certificate of the tower, not only of the project. Some towers of the same project were delivered years apart.</p>
<p>See our current <a href="/property/noida/greater-noida-west/residential">homes in Greater Noida West</a>.</p>`,
  },
  {
    slug: 'yamuna-expressway-and-the-jewar-airport-effect',
    title: 'Yamuna Expressway and the Jewar Airport Effect',
    created_at: '2025-07-28T04:45:00.000Z',
    description: `<p>The Noida International Airport at Jewar is the largest infrastructure project in western Uttar Pradesh. Land and plot prices along the Yamuna Expressway have moved faster than anywhere else in NCR since construction began.</p>
<h2>Why the corridor matters</h2>
<p>The airport, the proposed Film City, a medical devices park and the logistics hubs planned by YEIDA will bring jobs, and jobs bring demand for homes. The expressway already links Greater Noida to Agra in under three hours.</p>
<h3>Ways to invest</h3>
<ul>
<li><strong>Authority plots</strong> through YEIDA schemes: lowest price, but a lottery</li>
<li><strong>Group housing</strong> by established builders in sectors 22D, 25 and 150 nearby</li>
<li><strong>Commercial units</strong> for the long term, once the airport opens</li>
</ul>
<h2>Keep expectations realistic</h2>
<p>Infrastructure-led growth takes years. Buy what you can hold for five to seven years, prefer RERA-registered projects with visible construction, and avoid paying a premium for promises that are still on paper.</p>
<p>Browse <a href="/property/noida/yamuna-expressway/residential">listings along the Yamuna Expressway</a>.</p>`,
  },
  {
    slug: 'stamp-duty-and-registration-charges-in-uttar-pradesh',
    title: 'Stamp Duty and Registration Charges in Uttar Pradesh (2025)',
    created_at: '2025-07-05T08:30:00.000Z',
    description: `<p>Stamp duty is a tax you pay to the state when a property changes hands, and it is due on the higher of the agreement value and the circle rate fixed by the district. In Noida and Ghaziabad it is one of the largest costs after the price itself.</p>
<h2>Current rates</h2>
<ul>
<li>Men: 7% of the property value</li>
<li>Women: 6% on properties up to ₹10 lakh, 7% above that</li>
<li>Joint ownership, man and woman: 6.5% in most cases</li>
<li>Registration fee: 1% of the property value</li>
</ul>
<h2>How to pay</h2>
<p>Duty is paid through e-stamping at an authorised bank or online on the <a href="https://igrsup.gov.in" target="_blank">IGRSUP portal</a>. Registration then takes place at the sub-registrar's office, where the buyer, the seller and two witnesses sign in person and have their photographs and thumb impressions taken.</p>
<h3>Tips</h3>
<ol>
<li>Check the circle rate of the sector before you agree on a price</li>
<li>Keep the e-stamp certificate and the registered deed safely; you will need both for a loan and for resale</li>
<li>Claim the stamp duty paid under Section 80C in the year you pay it</li>
</ol>`,
  },
  {
    slug: 'commercial-property-in-noida-shops-offices-and-rental-yields',
    title: 'Commercial Property in Noida: Shops, Offices and Rental Yields',
    created_at: '2025-06-18T10:00:00.000Z',
    description: `<p>Residential property in NCR typically earns a rent of 2.5–3.5% of its value a year. Well-chosen commercial property can earn 6–9%, which is why more investors are looking at shops and office spaces in Noida.</p>
<h2>What to buy</h2>
<h3>Retail shops</h3>
<p>Ground-floor shops in high-street projects with a large catchment of residents, for example along the Noida-Greater Noida Expressway or in Greater Noida West, rent quickly to pharmacies, grocers and food brands.</p>
<h3>Office space</h3>
<p>Sector 62, Sector 132 and the expressway are the office hubs. Pre-leased units with a tenant already in place cost more but start earning from day one.</p>
<h2>Before you sign</h2>
<ul>
<li>Is the unit leasehold from the Noida Authority, and are transfer charges paid?</li>
<li>What are the maintenance charges per square foot?</li>
<li>Is the project's occupancy rate high enough to bring footfall?</li>
<li>Does the rent agreement have a lock-in period and an escalation clause?</li>
</ul>
<p>Browse our <a href="/property/noida/all/commercial">commercial listings in Noida</a> to compare options.</p>`,
  },
  {
    slug: 'tax-benefits-on-home-loans-section-24-and-80c',
    title: 'Tax Benefits on Home Loans: Section 24(b) and 80C Explained',
    created_at: '2025-05-26T06:20:00.000Z',
    description: `<p>A home loan is the cheapest long-term loan most families will ever take, and under the old tax regime it also reduces your income tax in two ways.</p>
<h2>Interest: Section 24(b)</h2>
<p>Interest paid on a loan for a self-occupied home can be deducted up to ₹2 lakh a year. Interest paid during construction is deducted in five equal parts starting from the year you get possession. For a let-out property there is no cap on the interest you can set off against rent, although the loss you can carry against other income is limited to ₹2 lakh.</p>
<h2>Principal: Section 80C</h2>
<p>The principal part of your EMIs counts towards the ₹1.5 lakh limit of Section 80C, together with stamp duty and registration paid in the year of purchase.</p>
<h3>Joint loans double the benefit</h3>
<ul>
<li>Each co-borrower who is also a co-owner claims separately</li>
<li>A couple can together deduct up to ₹4 lakh of interest and ₹3 lakh of principal</li>
</ul>
<h2>New or old regime?</h2>
<p>The new tax regime does not allow these deductions for a self-occupied home. If your interest outgo is large, do the calculation both ways before you choose. Our <a href="/emi-calculator">EMI calculator</a> splits each year's payments into principal and interest.</p>`,
  },
  {
    slug: 'site-visit-checklist-what-to-look-for-before-you-book',
    title: 'Site Visit Checklist: What to Look For Before You Book',
    created_at: '2025-04-30T11:10:00.000Z',
    description: `<p>Brochures show the best angle of every project. A site visit shows the rest. Use this checklist the next time you visit a project in Noida or Gurgaon.</p>
<h2>Outside the flat</h2>
<ul>
<li>Approach road: width, traffic at peak hours, street lights</li>
<li>Distance to the nearest metro station, school and hospital</li>
<li>Open space between towers, and what is planned on the empty plot next door</li>
<li>Water logging marks on the boundary wall after the monsoon</li>
</ul>
<h2>Inside the flat</h2>
<ul>
<li>Direction of sunlight in the living room and bedrooms</li>
<li>Cross ventilation: can air flow from one window to another?</li>
<li>Carpet area measured, not only the super area quoted</li>
<li>Quality of fittings, plaster finish and seepage in bathrooms</li>
</ul>
<h3>Talk to residents</h3>
<p>For a resale or a delivered project, five minutes with the guard, the maintenance office and a resident tells you more about the society than any brochure: water supply, power backup, maintenance charges and how disputes are handled.</p>
<p>We accompany buyers on site visits at no charge. <a href="/contact">Book a visit</a>.</p>`,
  },
  {
    slug: 'noida-vs-gurgaon-where-should-you-buy',
    title: 'Noida vs Gurgaon: Where Should You Buy in 2025?',
    created_at: '2025-03-14T04:30:00.000Z',
    description: `<p>The two largest satellite cities of Delhi attract different buyers. The right choice depends on where you work, your budget and what kind of neighbourhood you want.</p>
<h2>Noida</h2>
<ul>
<li>Planned sectors, wide roads and lots of green belts</li>
<li>Lower prices: a 3 BHK in a good sector costs ₹1.3–2.5 crore</li>
<li>Two metro lines and the expressway to Greater Noida and Jewar</li>
</ul>
<h2>Gurgaon</h2>
<ul>
<li>The larger job market, especially for corporate and consulting roles</li>
<li>Premium addresses such as Golf Course Road and the new Dwarka Expressway</li>
<li>Higher prices and, in older areas, weaker civic infrastructure</li>
</ul>
<h3>Our view</h3>
<p>If you work in east or south Delhi or in Noida itself, Noida gives you more home for your money. If your office is in Cyber City or along NH-48, the time you save commuting may be worth the premium of Gurgaon.</p>
<p>Compare for yourself: <a href="/property/noida/all/residential">homes in Noida</a> and <a href="/property/gurgaon/all/residential">homes in Gurgaon</a>.</p>`,
  },
];
