/**
 * App shell texts: the English texts of src/app's screens (issue 16 item 3), one group per screen
 * file, so a second language (issue 18) is a second object of the same shape. Spec texts are
 * spelled exactly as spec/storefront.md and spec/enrollment.md write them; `{name}` marks a value
 * filled in by fill() (schemas/uiText/fill.ts), so a sentence is never assembled in JSX.
 * Messages the server also sends live in schemas/messages.ts.
 */
import { localizable } from '../i18n/localizable';
export const APP_TEXT = localizable('app', {
  layout: {
    skipToMainContent: 'Skip to main content',
  },
  notAvailablePage: {
    thisStepIsNotAvailable: 'This step is not available yet',
    yourInformationSoFarIs: 'Your information so far is saved. You can come back to this step when it is available.',
    backToHomepage: 'Back to Homepage',
    notAvailableYet: 'Not available yet',
  },
  notFoundPage: {
    thePageYouAreLooking: 'The page you are looking for does not exist or has moved.',
    backToHomepage: 'Back to Homepage',
    pageNotFound: 'Page not found',
  },
  pageLoading: {
    loading: 'Loading…',
  },
  routeError: {
    somethingWentWrong: 'Something went wrong',
    thePageCouldNotBe: 'The page could not be shown. Please reload, or go back to the homepage.',
    reload: 'Reload',
    backToHomepage: 'Back to Homepage',
  },
} as const);

/** The shape a translation of these texts fills in. */
export type AppText = { readonly [G in keyof typeof APP_TEXT]: { readonly [K in keyof (typeof APP_TEXT)[G]]: string } };
