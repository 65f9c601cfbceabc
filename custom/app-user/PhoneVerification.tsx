/** Skeleton: the primary mobile number's verification, filled in by its issue-23 work package. */
export function PhoneVerification() {
  return null;
}
