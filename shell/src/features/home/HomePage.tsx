import { PageMeta, pageTitle, RealEstateAgentJsonLd } from 'shared-ui';
import { HeroBanner } from './HeroBanner';
import { CategoryTiles } from './CategoryTiles';
import { NewProjects } from './NewProjects';
import { HomeFragment } from './HomeFragment';
import { HOME_FRAGMENTS } from './homeFragments';
import { VideoTiles } from './VideoTiles';
import { HelpCenter } from './HelpCenter';

/** The home page, in the spec's order; remote fragments fill their slots when they arrive. */
export function HomePage() {
  return (
    <>
      <PageMeta
        title={pageTitle('Buy, Sell & Lease Property in Noida and Delhi-NCR')}
        description="Search residential and commercial property in Noida, Greater Noida, Ghaziabad, Gurgaon and Gandhi Nagar. Verified listings, legal consultancy, home-loan eligibility and EMI calculators."
        keywords="property in Noida, flats in Noida, commercial property Noida, Greater Noida West, Yamuna Expressway, real estate consultant Noida"
      />
      <RealEstateAgentJsonLd />
      <HeroBanner>
        <HomeFragment {...HOME_FRAGMENTS.search} />
      </HeroBanner>
      <CategoryTiles />
      <NewProjects />
      <HomeFragment {...HOME_FRAGMENTS.latest} />
      <HomeFragment {...HOME_FRAGMENTS.recent} />
      <HomeFragment {...HOME_FRAGMENTS.gallery} />
      <VideoTiles />
      <HomeFragment {...HOME_FRAGMENTS.testimonials} />
      <HomeFragment {...HOME_FRAGMENTS.news} />
      <HelpCenter />
    </>
  );
}
