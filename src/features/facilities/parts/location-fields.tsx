import { Component, lazy, Suspense, type ReactNode } from 'react';
import { config } from '@/config';
import { facilitiesMessages as m } from '@/messages/facilities';
import { withForm } from '@/ui/form/form-kit';
import { emptyDraft } from '../draft';

const MapPicker = lazy(() => import('./map-picker'));

/** If the maps script fails (offline, bad key), the number inputs below still work. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p className="notice">{m.map.loadFailed}</p> : this.props.children;
  }
}

/** Latitude and longitude: set on a map with VITE_GOOGLE_MAPS_API_KEY; without it (the demo, the tests) typed, with a notice, never a blank box. */
export const LocationFields = withForm({
  defaultValues: emptyDraft(),
  render: function Render({ form }) {
    const apiKey = config.googleMapsApiKey;
    return (
      <fieldset className="card facilities-fieldset">
        <legend>{m.sections.map}</legend>
        {apiKey ? (
          <form.Subscribe selector={(state) => [state.values.latitude, state.values.longitude] as const}>
            {([latitude, longitude]) => (
              <MapBoundary>
                <Suspense fallback={<p className="notice">{m.map.dragHint}</p>}>
                  <MapPicker
                    apiKey={apiKey}
                    latitude={Number(latitude) || null}
                    longitude={Number(longitude) || null}
                    onMove={(lat, lng) => {
                      form.setFieldValue('latitude', lat.toFixed(6));
                      form.setFieldValue('longitude', lng.toFixed(6));
                    }}
                  />
                </Suspense>
              </MapBoundary>
            )}
          </form.Subscribe>
        ) : (
          <p className="notice">{m.map.noKey}</p>
        )}
        <div className="facilities-grid-2">
          <form.AppField name="latitude">{(field) => <field.TextField label={m.fields.latitude} inputMode="decimal" placeholder="35.681236" />}</form.AppField>
          <form.AppField name="longitude">
            {(field) => <field.TextField label={m.fields.longitude} inputMode="decimal" placeholder="139.767125" />}
          </form.AppField>
        </div>
      </fieldset>
    );
  },
});
