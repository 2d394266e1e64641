export * from './storage';
export { storeResumedEnrollment } from './resume';
