/** What any answer of the API may say: the app's shell shows them, so they load with it. */
export const genericMessages = {
  invalidInput: /*i18n*/ 'Some fields are not valid.',
  notFound: /*i18n*/ 'Not found.',
  tooManyRequests: /*i18n*/ 'Too many requests. Please slow down and try again shortly.',
  payloadTooLarge: /*i18n*/ 'The request is too large.',
  internal: /*i18n*/ 'Something went wrong on our side. Please try again.',
  busy: /*i18n*/ 'We are busy right now. Please try again in a moment.',
} as const;
