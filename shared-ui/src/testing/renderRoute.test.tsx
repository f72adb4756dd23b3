import { configureStore } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
import { useSelector } from 'react-redux';
import { useParams } from '../../router';
import { renderRoute } from './renderRoute';

const makeStore = () => configureStore({ reducer: { greeting: () => 'namaste' } });

function Screen() {
  const { slug } = useParams();
  const greeting = useSelector((s: { greeting: string }) => s.greeting);
  return <p>{`${greeting} ${slug ?? '-'}`}</p>;
}

describe('renderRoute', () => {
  it('mounts the screen under its route pattern with the given store', () => {
    const store = makeStore();
    const result = renderRoute(<Screen />, {
      store,
      url: '/blog/post-1?x=1',
      routePath: '/blog/:slug',
      beside: <span>probe</span>,
    });
    expect(screen.getByText('namaste post-1')).toBeInTheDocument();
    expect(screen.getByText('probe')).toBeInTheDocument();
    expect(result.store).toBe(store);
  });

  it('shows Elsewhere for a path the pattern does not match', () => {
    renderRoute(<Screen />, { store: makeStore(), url: '/gallery', routePath: '/blog/:slug' });
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
    expect(screen.queryByText(/namaste/)).toBeNull();
  });

  it('matches every path by default, at /', () => {
    renderRoute(<Screen />, { store: makeStore() });
    expect(screen.getByText('namaste -')).toBeInTheDocument();
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });
});
