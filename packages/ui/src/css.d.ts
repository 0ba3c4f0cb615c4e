// Side-effect CSS imports (the self-hosted font) are handled by the bundler.
declare module '*.css';
