export { createPushService, startPushService, type PushArrival, type SandboxPushService } from './push-service.ts';
export { checkVapid, decryptPush, receiverKeys } from './web-push-crypto.ts';
