/**
 * The first reads of the session start (000 §4: user, then profile), begun before the app renders.
 * The machine asks for them in order — the token and the user, then the profiles — once React has
 * mounted it, a few hundred milliseconds after the page's script arrived. Here the token is asked
 * for as soon as the script runs, and the user and the profiles together as soon as it is issued
 * (both need only the token); the machine's first `loadUser` and `loadProfiles` take these
 * promises instead of asking again, and still check the answers in the spec's order. A later start
 * (a profile switch, a token renewal) reads afresh.
 */
import type { IssuedToken } from '../lib/loginService.ts';

/** The reads one start needs, each begun at most once. */
export interface StartReads<User, Profiles> {
  /** POST /auth/token: the bearer token of the session cookie; null without a session. */
  token: Promise<IssuedToken | null>;
  /** GET users/auth/me, asked once the token is issued (undefined without a token). */
  user: Promise<User | undefined>;
  /** GET users/auth/profiles, asked beside the user (undefined without a token). */
  profiles: Promise<Profiles | undefined>;
}

/** How to read each of them: the same calls the session's actors make. */
export interface StartReaders<User, Profiles> {
  loadToken: () => Promise<IssuedToken | null>;
  loadUser: () => Promise<User>;
  loadProfiles: () => Promise<Profiles>;
}

/**
 * Begins the reads: the token now, the user and the profiles together once the token is issued.
 * A read nobody takes (the start stopped at an earlier check) is not reported as unhandled.
 */
export function beginStartReads<User, Profiles>(
  readers: StartReaders<User, Profiles>,
): StartReads<User, Profiles> {
  const token = readers.loadToken();
  const user = token.then((issued) => (issued ? readers.loadUser() : undefined));
  const profiles = token.then((issued) => (issued ? readers.loadProfiles() : undefined));
  for (const read of [token, user, profiles]) read.catch(() => undefined);
  return { token, user, profiles };
}

/**
 * A hand-over of one start's reads: each part is taken at most once, so that only the first
 * `loadUser` and `loadProfiles` of the page use them.
 */
export function startReadsHandOver<User, Profiles>(reads: StartReads<User, Profiles> | undefined) {
  let userTaken = reads === undefined;
  let profilesTaken = reads === undefined;
  return {
    /** The token and the user, the first time; undefined afterwards. */
    takeUser() {
      if (userTaken || !reads) return undefined;
      userTaken = true;
      return { token: reads.token, user: reads.user };
    },
    /** The profiles, the first time and only if the user was taken; undefined afterwards. */
    takeProfiles() {
      if (profilesTaken || !reads || !userTaken) return undefined;
      profilesTaken = true;
      return reads.profiles;
    },
  };
}

let begun: StartReads<unknown, unknown> | undefined;

/** Begins the page's start reads (main.tsx, before anything renders). */
export function beginSessionStartReads<User, Profiles>(
  readers: StartReaders<User, Profiles>,
): void {
  begun = beginStartReads(readers);
}

/** The reads begun for this page, handed to the first session machine that asks; then none. */
export function takeSessionStartReads<User, Profiles>(): StartReads<User, Profiles> | undefined {
  const reads = begun;
  begun = undefined;
  return reads as StartReads<User, Profiles> | undefined;
}
