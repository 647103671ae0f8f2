import { useEffect, useId, useRef } from 'react';
import { APIProvider, Map, Marker, useMap, useMapsLibrary } from '@vis.gl/react-google-maps';
import { facilitiesMessages as m } from '@/messages/facilities';

const TOKYO = { lat: 35.681236, lng: 139.767125 };

type Move = (latitude: number, longitude: number) => void;
type Places = NonNullable<ReturnType<typeof useMapsLibrary<'places'>>>;

/** Places autocomplete: choosing a place moves the marker (and the map) there. */
function PlaceSearch({ onMove }: { onMove: Move }) {
  const id = useId();
  const places = useMapsLibrary('places');
  const map = useMap();
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef({ onMove, map });
  // One Autocomplete per input: Google's has no dispose, a second one would add a second dropdown.
  const autocompleteRef = useRef<InstanceType<Places['Autocomplete']> | null>(null);
  useEffect(() => {
    latest.current = { onMove, map };
  }, [onMove, map]);
  useEffect(() => {
    if (!places || !input.current) return;
    autocompleteRef.current ??= new places.Autocomplete(input.current, { fields: ['geometry'], componentRestrictions: { country: 'jp' } });
    const autocomplete = autocompleteRef.current;
    const listener = autocomplete.addListener('place_changed', () => {
      const location = autocomplete.getPlace().geometry?.location;
      if (!location) return;
      latest.current.map?.panTo(location);
      latest.current.onMove(location.lat(), location.lng());
    });
    return () => listener.remove();
  }, [places]);
  return (
    <div className="field">
      <label htmlFor={id}>{m.map.placeSearch}</label>
      <input id={id} ref={input} type="text" placeholder={m.map.placeSearchPlaceholder} />
    </div>
  );
}

type Props = { apiKey: string; latitude: number | null; longitude: number | null; onMove: Move };

/** The Google map with a draggable marker and places autocomplete (loaded only with an API key). */
export default function MapPicker({ apiKey, latitude, longitude, onMove }: Props) {
  const position = latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : TOKYO;
  return (
    <APIProvider apiKey={apiKey} libraries={['places']}>
      <PlaceSearch onMove={onMove} />
      <div className="facilities-map" role="region" aria-label={m.map.mapLabel}>
        <Map defaultCenter={position} defaultZoom={15} gestureHandling="cooperative">
          <Marker
            position={position}
            draggable
            onDragEnd={(event) => {
              const point = event.latLng;
              if (point) onMove(point.lat(), point.lng());
            }}
          />
        </Map>
      </div>
      <p className="hint">{m.map.dragHint}</p>
    </APIProvider>
  );
}
