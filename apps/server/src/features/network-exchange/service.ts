/** What the composition root and other features call: the messages other data pools send, and those sent to them. */
export { networkReceiveJobHandler } from './receive-job.js';
export { receiveNetworkMessage, type NetworkOutcome, type NetworkReceipt } from './receive-message.js';
export { remoteCicHistory, sendRemoteCic, type RemoteCic } from './remote-cic.js';
