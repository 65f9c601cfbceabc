export { toFieldErrors, type MessageOverrides } from '../../registry/validation-keys.ts';
