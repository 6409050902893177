// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { adoptDeviceLanguage, useSettings } from './settings-store';

beforeEach(() => {
  localStorage.clear();
  useSettings.setState({ lang: 'de', theme: 'system' });
});

describe('a page a stranger opens speaks the phone\'s language', () => {
  it('English for an English phone, German for a German or Austrian one, without storing it', () => {
    adoptDeviceLanguage(['en-GB', 'en']);
    expect(useSettings.getState().lang).toBe('en');
    adoptDeviceLanguage(['de-AT']);
    expect(useSettings.getState().lang).toBe('de');
    adoptDeviceLanguage(['fr-FR', 'de']);
    expect(useSettings.getState().lang).toBe('en');
    expect(localStorage.getItem('koenigsblock.settings')).toBeNull();
  });

  it('a choice made on this device wins over the phone\'s language', () => {
    useSettings.getState().setLang('de');
    adoptDeviceLanguage(['en-US']);
    expect(useSettings.getState().lang).toBe('de');
  });

  it('a phone that names no language keeps the default', () => {
    adoptDeviceLanguage([]);
    expect(useSettings.getState().lang).toBe('de');
  });
});
