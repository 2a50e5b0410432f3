// The password rules of spec §5, one list for the browser (strength meter, hints) and the server
// (which enforces them). The messages are the spec's, word for word.

export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

export const PASSWORD_RULES: readonly { test: (password: string) => boolean; message: string }[] = [
  { test: (password) => password.length >= 8, message: "Password must be at least 8 characters long" },
  { test: (password) => /[A-Z]/.test(password), message: "Password must contain at least one uppercase letter" },
  { test: (password) => /[a-z]/.test(password), message: "Password must contain at least one lowercase letter" },
  { test: (password) => /[0-9]/.test(password), message: "Password must contain at least one number" },
  {
    test: (password) => [...password].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character)),
    message: `Password must contain at least one special character (${PASSWORD_SPECIAL_CHARACTERS})`,
  },
];

/** The message of every rule `password` breaks, in the spec's order; empty when it is valid. */
export function passwordProblems(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

export const PASSWORD_STRENGTH_LABELS = ["Very Weak", "Very Weak", "Weak", "Fair", "Good", "Strong"] as const;

/** 0 to 5, one point per rule met (spec §5). */
export function passwordStrength(password: string): number {
  return PASSWORD_RULES.filter((rule) => rule.test(password)).length;
}

/** Spec §5: at most three unmet rules are shown as hints. */
export const PASSWORD_HINTS_SHOWN = 3;

/** The hints under a new-password field: the first unmet rules, in the spec's order. */
export function passwordHints(password: string): string[] {
  return passwordProblems(password).slice(0, PASSWORD_HINTS_SHOWN);
}

export function passwordStrengthLabel(password: string): (typeof PASSWORD_STRENGTH_LABELS)[number] {
  return PASSWORD_STRENGTH_LABELS[passwordStrength(password)] ?? "Very Weak";
}
