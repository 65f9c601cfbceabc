/** Skeleton page. */
export default function ProfilePage() {
  return null;
}
