import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canonicalPathname } from './canonicalPathname.js';

test('a trailing slash and capitals give the one canonical path', () => {
  assert.equal(canonicalPathname('/About'), '/about');
  assert.equal(canonicalPathname('/blog/'), '/blog');
  assert.equal(canonicalPathname('/BLOG//'), '/blog');
  assert.equal(canonicalPathname('/Residential/Noida/3-BHK-Villa/114/'), '/residential/noida/3-bhk-villa/114');
  assert.equal(
    canonicalPathname('/search-property/r/noida/all/sky%2Dvilla/'),
    '/search-property/r/noida/all/sky%2dvilla',
  );
});

test('a canonical path, and anything a browser could read as another host, is left alone', () => {
  for (const path of ['/', '/about', '/blog/a-post', '/residential/noida/x/1', '/emi-calculator'])
    assert.equal(canonicalPathname(path), null, path);
  for (const path of ['//evil.example/', '//Evil.example', '/\\evil.example/', 'about/', '/a\tb/', ''])
    assert.equal(canonicalPathname(path), null, JSON.stringify(path));
});
