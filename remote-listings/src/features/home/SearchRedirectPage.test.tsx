import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'shared-ui/router';
import { useTestApiHost } from '../../test/testConfig';
import SearchRedirectPage from './SearchRedirectPage';

beforeAll(useTestApiHost);

function Listing() {
  const location = useLocation();
  return <p>{`listing ${location.pathname} (${useNavigationType()})`}</p>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={['/', url]} initialIndex={1}>
      <Routes>
        <Route path="/search-property" element={<SearchRedirectPage />} />
        <Route path="/search-property/:type/:city/all/:name" element={<Listing />} />
        <Route path="/" element={<p>home</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('SearchRedirectPage in the browser', () => {
  it('replaces a valid search with its listing URL', () => {
    renderAt('/search-property?type=r&city=Noida&term=ATS+Pristine');
    expect(screen.getByText('listing /search-property/r/noida/all/ats-pristine (REPLACE)')).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('goes to the commercial listing for type=c', () => {
    renderAt('/search-property?type=c&city=Gandhi%20Nagar&term=Spectrum%20Metro');
    expect(
      screen.getByText('listing /search-property/c/gandhi-nagar/all/spectrum-metro (REPLACE)'),
    ).toBeInTheDocument();
  });

  it('shows the form with both messages for an empty search', () => {
    renderAt('/search-property?type=c&city=&term=');
    expect(screen.getByRole('heading', { name: 'PROPERTY SEARCH' })).toBeInTheDocument();
    expect(screen.getByText('Please enter a search term')).toBeInTheDocument();
    expect(screen.getByText('Please select a city')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Commercial' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Property name' })).toHaveValue('');
  });

  it('shows the form with the values sent and only the message that applies', () => {
    renderAt('/search-property?type=r&city=Noida&term=%20%20');
    expect(screen.getByText('Please enter a search term')).toBeInTheDocument();
    expect(screen.queryByText('Please select a city')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Noida');
    expect(screen.getByRole('radio', { name: 'Residential' })).toBeChecked();

    renderAt('/search-property?city=Paris&term=ATS%20Pristine');
    expect(screen.getAllByText('Please select a city')).toHaveLength(1);
    expect(screen.getAllByRole('combobox', { name: 'Property name' })[1]).toHaveValue('ATS Pristine');
  });

  it('shows the empty form with both messages when opened without a query', () => {
    renderAt('/search-property');
    expect(screen.getByText('Please enter a search term')).toBeInTheDocument();
    expect(screen.getByText('Please select a city')).toBeInTheDocument();
    expect(document.title).toBe('Property search | Noida Realty Advisors');
  });
});
