import { describe, expect, it } from 'vitest';
import { message } from '../messages/it-IT.ts';
import {
  isPhoneOrTablet,
  mobileAppStore,
  mobileAppStoreUrl,
  showsMobileAppDialog,
} from './mobileApp.ts';

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const androidPhone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const iPadAsMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

describe('mobile app dialog', () => {
  it('000 §2 "Shown only on phones and tablets"', () => {
    expect(isPhoneOrTablet(iPhone)).toBe(true);
    expect(isPhoneOrTablet(androidPhone)).toBe(true);
    expect(isPhoneOrTablet(iPadAsMac, 5)).toBe(true);
    expect(isPhoneOrTablet(iPadAsMac, 0)).toBe(false);
    expect(isPhoneOrTablet(desktop)).toBe(false);
  });

  it('000 §2 "and only if the saved preference allows"', () => {
    expect(showsMobileAppDialog({ userAgent: iPhone })).toBe(true);
    expect(showsMobileAppDialog({ userAgent: iPhone, dismissed: true })).toBe(false);
    expect(showsMobileAppDialog({ userAgent: desktop })).toBe(false);
  });

  it('000 §2 "it links to the iOS store for iPhone, iPad and Mac and to the Android store otherwise"', () => {
    expect(mobileAppStore(iPhone)).toBe('ios');
    expect(mobileAppStore(iPadAsMac)).toBe('ios');
    expect(mobileAppStore(androidPhone)).toBe('android');
    expect(mobileAppStoreUrl(androidPhone)).toContain('play.google.com');
    expect(mobileAppStoreUrl(iPhone)).toContain('apps.apple.com');
    const stores = { ios: 'https://ios.example.it', android: 'https://android.example.it' };
    expect(mobileAppStoreUrl(iPhone, stores)).toBe('https://ios.example.it');
    expect(mobileAppStoreUrl(androidPhone, stores)).toBe('https://android.example.it');
  });

  it("000 §2 \"Mobile dialog 'Informazione': 'Per un'esperienza migliore, usa l'applicazione del prodotto.'\"", () => {
    expect(message('mobileApp.title')).toBe('Informazione');
    expect(message('mobileApp.text')).toBe(
      "Per un'esperienza migliore, usa l'applicazione del prodotto.",
    );
    expect(message('mobileApp.dontAskAgain')).toBe('Non chiedere più');
    expect(message('mobileApp.open')).toBe('Apri applicazione');
  });
});
