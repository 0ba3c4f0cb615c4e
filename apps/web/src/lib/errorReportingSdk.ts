/**
 * The error reporting SDK (@sentry/react, which speaks to any Sentry-compatible endpoint), loaded
 * by ./errorReporting.ts only when the deployment configures a DSN: without one, none of this
 * code is fetched. 000 §8: traces sampled at 5 %, replays on error at 1 % (no replay otherwise).
 * Every error report goes through `scrubReport` and every trace span through `scrubData` (profile id only; no token, no personal
 * data); replays keep the SDK's defaults, which mask every text and input and block media.
 */
import {
  browserTracingIntegration,
  captureException,
  init,
  replayIntegration,
  setUser,
  type BrowserOptions,
} from '@sentry/react';
import { scrubData, scrubReport, type ReportedIdentity } from './errorReportingScrub.ts';

/** 000 §8: error reporting samples traces at 5 %. */
export const TRACES_SAMPLE_RATE = 0.05;
/** 000 §8: replays on error at 1 %. */
export const REPLAYS_ON_ERROR_SAMPLE_RATE = 0.01;

/** What the reporter needs from the app. */
export interface ErrorReporterSettings {
  dsn: string;
  /** The client version (000 §9), the reports' release. */
  release: string;
  /** The deployment's name (production, staging…), when the configuration gives one. */
  environment?: string;
  /** The identity of the moment: read when a report is sent, so a profile switch is followed. */
  identity: () => ReportedIdentity;
  /** Where reports go; the SDK's fetch transport by default (a fake in tests). */
  transport?: BrowserOptions['transport'];
}

/** The SDK options of 000 §8 (exported for tests). */
export function errorReportingOptions(settings: ErrorReporterSettings): BrowserOptions {
  return {
    dsn: settings.dsn,
    release: settings.release,
    ...(settings.environment ? { environment: settings.environment } : {}),
    // No user fields of the SDK's own (IP address…), cookies, headers, bodies or query strings: the
    // user is set to the profile id alone.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    tracesSampleRate: TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: REPLAYS_ON_ERROR_SAMPLE_RATE,
    integrations: [browserTracingIntegration(), replayIntegration()],
    beforeSend: (event) => scrubReport(event, settings.identity()),
    beforeSendSpan: (span) => scrubData(span, settings.identity()),
    ...(settings.transport ? { transport: settings.transport } : {}),
  };
}

/** A started reporter. */
export interface ErrorReporter {
  /** Reports an error the app caught itself (a route's error page). */
  capture(error: unknown): void;
  /** Follows the active profile (its id is the reports' user). */
  setProfile(profileId: string | undefined): void;
}

/** Starts the SDK; uncaught errors and unhandled rejections are reported from now on. */
export function startErrorReporter(settings: ErrorReporterSettings): ErrorReporter {
  init(errorReportingOptions(settings));
  const follow = (profileId: string | undefined) => setUser(profileId ? { id: profileId } : null);
  follow(settings.identity().profileId);
  return {
    capture: (error) => {
      captureException(error);
    },
    setProfile: follow,
  };
}
