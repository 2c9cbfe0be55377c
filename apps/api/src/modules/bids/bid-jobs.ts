export const BID_RULES_JOB = 'bid-rules';
export const BID_EXPIRY_JOB = 'bid-expiry';
