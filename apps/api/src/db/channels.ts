/**
 * Notified with an account's id (a customer's or a hotel partner's) when it changed: every process then forgets what
 * it kept of the account and ends its event streams if its sessions ended.
 */
export const ACCOUNT_CHANGES_CHANNEL = 'account_changes';
