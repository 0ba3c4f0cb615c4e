// Timeouts shared by the workspace's unit-test configs. They are hang guards, never speed checks
// (speed lives in `pnpm bench`): on the 2-core CI machine, at load 11, the first test of a file
// that imports every screen (vanilla-extract transforms included) took over vitest's default
// 5 s and failed a run that had nothing wrong. A test that hangs still fails, after a minute.
export const unitTestTimeouts = { testTimeout: 60_000, hookTimeout: 120_000 } as const;
