import { useLocation, useNavigate } from 'react-router';

/** Opens an in-console link, unless it is the page already shown. */
export function useOpenLink() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (link: string) => {
    if (link !== pathname && link !== `${pathname}${search}`) void navigate(link);
  };
}
