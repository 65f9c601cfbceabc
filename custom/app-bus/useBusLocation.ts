import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { BusLocation } from '../../domain/app/bus-location';
import { apiRequest } from '../../src/console';

const REFRESH_MS = 30_000;
/** Where the last known position is kept, so that it shows when the page opens without a connection. */
const STORAGE_KEY = 'bus-location-last-known';

function storedLocation(): BusLocation | undefined {
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    return text ? (JSON.parse(text) as BusLocation) : undefined;
  } catch {
    return undefined;
  }
}

async function fetchLocation(): Promise<BusLocation> {
  const answer = await apiRequest<BusLocation>('/appuser/buslocation');
  if (answer.status === 'ok') localStorage.setItem(STORAGE_KEY, JSON.stringify(answer));
  return answer;
}

function subscribeToConnection(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * The bus location, asked again every 30 s and when the browser is back online. Without a connection,
 * or while the telematics are offline, it keeps the last known position and says it is offline: a
 * failed call is no error on this page.
 */
export function useBusLocation() {
  const online = useSyncExternalStore(subscribeToConnection, () => navigator.onLine);
  const query = useQuery({
    queryKey: ['bus-location'],
    queryFn: fetchLocation,
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  const location = query.data;
  const offline = !online || query.isError || location?.status === 'offline';
  return {
    location,
    lastKnown: location?.status === 'ok' ? location : storedLocation(),
    offline,
    loaded: !query.isPending || !online,
  };
}
