import { afterEach } from 'vitest';
import { changeLocale } from '@/lib/i18n';

// Unit test files share one module graph (isolate: false): each test starts in English, whatever the one before chose.
afterEach(() => changeLocale('en'));
