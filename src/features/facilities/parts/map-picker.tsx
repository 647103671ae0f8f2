import { APIProvider, Map, Marker } from '@vis.gl/react-google-maps';
import { facilitiesMessages as m } from '../../../messages/facilities';

const TOKYO = { lat: 35.681236, lng: 139.767125 };

/** The Google map with a draggable marker (loaded only when an API key is configured). */
export default function MapPicker({ apiKey, latitude, longitude, onMove }: {
  apiKey: string;
  latitude: number | null;
  longitude: number | null;
  onMove: (latitude: number, longitude: number) => void;
}) {
  const position = latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : TOKYO;
  return (
    <APIProvider apiKey={apiKey} libraries={['places']}>
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
