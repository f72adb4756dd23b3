import { useDocumentMeta } from 'shared-ui';
import { HeroBanner } from './HeroBanner';
import { CategoryTiles } from './CategoryTiles';
import { NewProjects } from './NewProjects';
import { HomeFragment } from './HomeFragment';
import { VideoTiles } from './VideoTiles';
import { HelpCenter } from './HelpCenter';

/** The home page, in the spec's order; remote fragments fill their slots when they arrive. */
export function HomePage() {
  useDocumentMeta({
    title: 'Noida Realty Advisors – Buy, Sell & Lease Property in Noida and Delhi-NCR',
    description: 'Search residential and commercial property in Noida, Greater Noida, Ghaziabad, Gurgaon and Gandhi Nagar. Verified listings, legal consultancy, home-loan eligibility and EMI calculators.',
    keywords: 'property in Noida, flats in Noida, commercial property Noida, Greater Noida West, Yamuna Expressway, real estate consultant Noida',
  });
  return (
    <>
      <HeroBanner>
        <HomeFragment remote="listings" expose="./SearchForm" label="Property search" minHeight={230} />
      </HeroBanner>
      <CategoryTiles />
      <NewProjects />
      <HomeFragment remote="listings" expose="./LatestListings" label="Latest Listings" minHeight={520} />
      <HomeFragment remote="listings" expose="./BudgetGallery" label="Project Gallery" minHeight={640} />
      <VideoTiles />
      <HomeFragment remote="content" expose="./Testimonials" label="Client testimonials" minHeight={320} />
      <HomeFragment remote="content" expose="./NewsFeed" label="Latest News Feeds" minHeight={480} />
      <HelpCenter />
    </>
  );
}
