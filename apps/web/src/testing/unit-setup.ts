import { beforeAll } from 'vitest';
import { activateLocale } from '@/lib/i18n';

// Helpers that word what they return show their English source texts, as the app does before a language is chosen.
beforeAll(async () => {
  await activateLocale('en');
});
