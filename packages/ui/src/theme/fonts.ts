/**
 * The self-hosted Inter font (no network fonts): import once at the app's entry, next to
 * `@portineria/ui/styles.css`. Kept out of `.css.ts` files, which run at build time and drop
 * side-effect CSS imports.
 */
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
