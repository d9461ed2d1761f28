import { useEffect, useState } from 'preact/hooks';
import { parseRoute, type Route } from '../../lib/library/title-route';

export { kindFromItemUrl, titleHash, type Route } from '../../lib/library/title-route';

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const onChange = () => {
      setRoute(parseRoute(location.hash));
      window.scrollTo(0, 0);
    };
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return route;
}
