// Types of the jest-dom matchers that scripts/jest/setupTests.ts installs for every test.
import '@testing-library/jest-dom';
