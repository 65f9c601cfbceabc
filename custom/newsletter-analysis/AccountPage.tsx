/** Skeleton page. */
export default function AccountPage() {
  return null;
}
