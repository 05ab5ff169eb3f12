import { preloadableLazy } from '../../lib/preloadable-lazy';

/** The generator, in its own chunk: only its page downloads it (see app/routes/app-workspace.tsx). */
export const LazyPasswordGenerator = preloadableLazy(() => import('./components/password-generator'));
