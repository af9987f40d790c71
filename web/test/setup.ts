/**
 * Every web suite: how long Testing Library's findBy/waitFor wait, and Jest's per-test limit. A
 * screen's first render often imports a lazy chunk, which on a busy 2-core CI run took more than the
 * default second (docs/architecture.md#tests); a passing wait returns as soon as the screen shows.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);
