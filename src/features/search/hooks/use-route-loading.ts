import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';

/** Whether the router is loading another page (getServerSideProps re-running for new filters). */
export function useRouteLoading(): boolean {
  const { events } = useRouter();
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) setLoading(true);
    };
    const done = () => setLoading(false);
    events.on('routeChangeStart', start);
    events.on('routeChangeComplete', done);
    events.on('routeChangeError', done);
    return () => {
      events.off('routeChangeStart', start);
      events.off('routeChangeComplete', done);
      events.off('routeChangeError', done);
    };
  }, [events]);
  return loading;
}
