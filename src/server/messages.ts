import { KIT_MESSAGES } from '../kit/index.ts';

/**
 * Every text the server sends to users, in one place (an i18n layer comes later). Texts quoted by
 * the spec's error catalogues are kept verbatim, including their spelling.
 */
/** Each game as the showcase pages name it. */
export const GAME_NAMES: Record<string, string> = {
  eafc: 'EA FC',
  fifa: 'FIFA',
  pes: 'PES',
  fm: 'FM',
  basketball: 'Basketball',
};

export const MESSAGES = {
  // Spec document 1 §8 and document 2 §8.
  kitDataTooLarge: KIT_MESSAGES.kitDataTooLarge,
  kitQuotaReached: KIT_MESSAGES.maxStoredKits,
  storageFull: KIT_MESSAGES.storageFull,
  cannotEditCompetition: 'cannot edit competition entry',
  cannotDeleteCompetition: 'cannot delete competition entry',
  invalidFiletype: 'Invalid filetype',
  uploadTooLarge: 'The selected file exceeds the maximum size allowed (1MB) Please select a different file.',
  invalidFile: 'Invalid file',
  notLoggedIn: 'Not logged in',

  // Ours: the spec leaves these texts open.
  loginRequired: 'Please log in first',
  emailRequired: 'An e-mail address is required to save kits',
  invalidKitData: 'Invalid kit data',
  kitNotFound: 'Kit not found',
  imageNotFound: 'Image not found',
  presetNotFound: 'Preset not found',
  previewImageInvalid: 'Failed to upload preview image',
  previewImageUnknown: 'Unknown preview image',
  adminOnly: 'Only admins can do this',
  plusOnly: 'This list is for Plus members',
  ownKitsOnly: 'You can only make presets from your own kits',
  imageQuotaReached: (max: number) => `You have reached the maximum of ${max} custom images`,
  imageNameInvalid: 'Image names must be 1 to 100 characters',
  noFile: 'No file was sent',
  invalidRequest: 'Invalid request',
  invalidId: 'Invalid id',
  usernameInvalid: 'Usernames are 3 to 32 letters, digits, dots, dashes or underscores',
  emailInvalid: 'Please enter a valid e-mail address',
  passwordInvalid: 'Passwords are 8 to 200 characters',
  usernameTaken: 'That username is taken',
  // Says no more than the form needs: this address cannot be used for a new account.
  emailTaken: 'This e-mail address cannot be used for a new account. If it is yours, log in instead.',
  loginWait: (seconds: number) =>
    `Too many failed logins for this account. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  loginFailed: 'Wrong username, e-mail or password',
  crossSite: 'Cross-site request refused',
  tooManyRequests: 'Too many requests, please try again later',
  bodyTooLarge: 'Request is too large',
  requestTimeout: 'The request took too long to arrive',
  imagesBusy: 'The server is busy with other images, please try again in a moment',
  notFound: 'Not found',
  logoRequestName: 'Please name the club or brand (2 to 60 characters)',
  logoRequestLink: 'The link must be a web address starting with http:// or https://',
  internalError: 'Internal server error',
  serviceUnavailable: 'The server cannot reach its database right now. Please try again in a moment.',
  kitSaved: 'Kit saved',
  kitsStored: (count: number, max: number) => `${count} of ${max} kits stored`,
  showcaseEdit: 'Edit in Kitsmith',
  showcaseBy: (author: string) => `by ${author}`,
  showcaseDescription: (game: string, author: string) => `${game} kit by ${author}, made with Kitsmith`,
  showcaseRemix: 'Remix',
  // The server pages' header: the way back to the editor (issue 31: /plus/ had none).
  pagesShowcase: 'Showcase',
  pagesPlus: 'Plus',
  pagesOpenEditor: 'Open the editor',
  showcaseUnnamed: 'Untitled kit',
  resetSubject: 'Reset your Kitsmith password',
  resetText: (username: string, link: string) =>
    `Hello ${username},\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this message.`,
  resetSent: 'If an account uses that e-mail address, a reset link is on its way.',
  resetUnavailable:
    'Password reset is not available on this server yet. Please ask its administrator to set it up.',
  resetInvalid: 'This reset link is invalid or has expired',
  resetDone: 'Your password was changed. Please log in.',
  emailChangedSubject: 'Your Kitsmith e-mail address was changed',
  emailChangedText: (username: string, newEmail: string) =>
    `Hello ${username},\n\nThe e-mail address of your Kitsmith account was changed to ${newEmail}.\n\nIf you did not do this, contact the site's administrator at once.`,
  currentPasswordWrong: 'The current password is wrong',
  profileSaved: 'Profile saved',
  passwordChanged: 'Password changed',
  accountDeleted: 'Your account was deleted',
  signatureInvalid: 'Signatures are at most 30 characters',
  kitRenamed: 'Kit renamed',
  webhookSignature: 'Invalid signature',
  removedContent: (list: string) => `Removed: ${list}.`,
  /** A save's status when the kit gate left content out (the load texts speak of loading). */
  savedWithoutPlus: 'Kit saved without its Plus-exclusive content.',
  savedWithoutEarlyAccess: 'Kit saved without its early-access content for Plus Ultimate members.',
} as const;
