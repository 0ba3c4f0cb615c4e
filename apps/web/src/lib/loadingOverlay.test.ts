import { describe, expect, it } from 'vitest';
import { hideLoadingOverlay, loadingOverlayState, showLoadingOverlay } from './loadingOverlay.ts';

describe('the loading overlay (000 §2 "A loading overlay with optional text"; §9 "loading overlay timeout 11 s")', () => {
  it('opens with or without text and closes', () => {
    showLoadingOverlay();
    expect(loadingOverlayState()).toEqual({ open: true });
    showLoadingOverlay('Cambio profilo in corso…');
    expect(loadingOverlayState()).toEqual({ open: true, text: 'Cambio profilo in corso…' });
    hideLoadingOverlay();
    expect(loadingOverlayState()).toEqual({ open: false });
  });
});
