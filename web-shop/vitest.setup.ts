import { configure } from '@testing-library/react';
import { loadFeatureTexts } from './src/shared/i18n/feature-texts';

// findBy and waitFor give up after 1 s by default: on a busy CI machine a page that renders
// correctly can take longer than that to settle, and the test would fail for no fault of it.
configure({ asyncUtilTimeout: 5_000 });

// The lazily loaded screens' texts, loaded up front: tests render those screens directly.
await loadFeatureTexts('auth-forms', 'account');
