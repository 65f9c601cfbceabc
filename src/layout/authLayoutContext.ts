import { createContext, useContext } from 'react';

/**
 * The variants of the authentication layout (spec 1 §2): `default` side panel and card, `light`
 * a compact card without panel, `vg` the second brand variant with the panel on the right,
 * `iframe` bare, for embedding in another site.
 */
export type AuthLayoutVariant = 'default' | 'light' | 'vg' | 'iframe';

export const AuthLayoutContext = createContext<AuthLayoutVariant>('default');

/** The variant the current auth page is shown in, as its route chose it. */
export const useAuthLayoutVariant = () => useContext(AuthLayoutContext);
