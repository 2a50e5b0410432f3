// The text of every mail the app sends. Plain text: nothing to render, nothing to inject.

export const PASSWORD_RESET_LINK_LIFETIME_MINUTES = 60;

export function passwordResetMail(firstname: string, resetUrl: string): { subject: string; text: string } {
  return {
    subject: "Reset your Sentio AI password",
    text: [
      `Hello ${firstname},`,
      "",
      "Someone (we hope you) asked to reset the password of your Sentio AI account.",
      `Open this link within ${PASSWORD_RESET_LINK_LIFETIME_MINUTES} minutes to choose a new password:`,
      "",
      resetUrl,
      "",
      "The link works once. Resetting your password signs you out on every device.",
      "If you did not ask for this, ignore this mail: your password stays as it is.",
      "",
      "Sentio AI",
    ].join("\n"),
  };
}
