/**
 * The LIFF mock's installer, imported statically by lib/line/liff.ts so that a mock build's boot does
 * not wait for a chunk of its own before the session call. This file is what production builds, the
 * type checker and Jest see: no mock. In mock builds (VITE_LIFF_MOCK=true, and the dev server unless
 * VITE_LIFF_MOCK=false) web/vite.config.ts resolves this module to ./liffMock.ts instead.
 */
import type { installMock as install } from './liffMock';

export const installMock: typeof install | null = null;
