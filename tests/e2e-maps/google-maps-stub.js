/* global window, document */
/*
 * A stand-in for https://maps.googleapis.com/maps/api/js, served by the maps e2e test with
 * page.route (there is no network, and the test must not depend on Google). It implements just
 * what @vis.gl/react-google-maps 1.10 and src/features/facilities/parts/map-picker.tsx use:
 *
 * - the bootstrap contract of Google's dynamic loader: the script is requested with
 *   `callback=google.maps.__ib__`; it installs the real `google.maps.importLibrary` and then calls
 *   that callback;
 * - importLibrary('core' | 'maps' | 'marker' | 'places'), google.maps.version, Settings;
 * - Map (a plain div), Marker, places.Autocomplete, LatLng, event.addListener/removeListener/
 *   clearInstanceListeners/trigger;
 * - window.__mapsStub, the test's remote control:
 *     dragMarkerTo(lat, lng)  fires 'dragstart', 'drag', 'dragend' on the (last) marker with
 *                             { latLng: LatLng }, as a real drag would;
 *     choosePlace(lat, lng)   sets the place of every Autocomplete and fires 'place_changed';
 *     state()                 what the stub saw: script URL query, libraries imported, markers,
 *                             autocompletes, last panTo.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var query = script && script.src ? new URL(script.src).searchParams : new URLSearchParams();

  var google = (window.google = window.google || {});
  var maps = (google.maps = google.maps || {});

  // ---- events -------------------------------------------------------------------------------
  var registry = new WeakMap();
  function listenersOf(target, name) {
    var byName = registry.get(target);
    if (!byName) registry.set(target, (byName = new Map()));
    if (!byName.has(name)) byName.set(name, []);
    return byName.get(name);
  }
  var event = {
    addListener: function (target, name, handler) {
      var list = listenersOf(target, name);
      var listener = {
        remove: function () {
          var index = list.indexOf(handler);
          if (index >= 0) list.splice(index, 1);
        },
      };
      list.push(handler);
      return listener;
    },
    addListenerOnce: function (target, name, handler) {
      var listener = event.addListener(target, name, function () {
        listener.remove();
        return handler.apply(this, arguments);
      });
      return listener;
    },
    removeListener: function (listener) {
      if (listener) listener.remove();
    },
    clearListeners: function (target, name) {
      var byName = registry.get(target);
      if (byName) byName.delete(name);
    },
    clearInstanceListeners: function (target) {
      registry.delete(target);
    },
    trigger: function (target, name) {
      var args = Array.prototype.slice.call(arguments, 2);
      listenersOf(target, name)
        .slice()
        .forEach(function (handler) {
          handler.apply(target, args);
        });
    },
  };

  function MVCObject() {}
  MVCObject.prototype.addListener = function (name, handler) {
    return event.addListener(this, name, handler);
  };
  MVCObject.prototype.set = function (key, value) {
    this[key] = value;
  };
  MVCObject.prototype.get = function (key) {
    return this[key];
  };

  // ---- geometry -----------------------------------------------------------------------------
  function LatLng(lat, lng) {
    if (lat && typeof lat === 'object') {
      lng = typeof lat.lng === 'function' ? lat.lng() : lat.lng;
      lat = typeof lat.lat === 'function' ? lat.lat() : lat.lat;
    }
    this._lat = Number(lat);
    this._lng = Number(lng);
  }
  LatLng.prototype.lat = function () {
    return this._lat;
  };
  LatLng.prototype.lng = function () {
    return this._lng;
  };
  LatLng.prototype.toJSON = function () {
    return { lat: this._lat, lng: this._lng };
  };
  LatLng.prototype.equals = function (other) {
    return !!other && other.lat() === this._lat && other.lng() === this._lng;
  };
  LatLng.prototype.toString = function () {
    return '(' + this._lat + ', ' + this._lng + ')';
  };
  var toLatLng = function (value) {
    return value instanceof LatLng ? value : value ? new LatLng(value) : null;
  };

  function LatLngBounds(sw, ne) {
    this._sw = toLatLng(sw) || new LatLng(-90, -180);
    this._ne = toLatLng(ne) || new LatLng(90, 180);
  }
  LatLngBounds.prototype.getSouthWest = function () {
    return this._sw;
  };
  LatLngBounds.prototype.getNorthEast = function () {
    return this._ne;
  };
  LatLngBounds.prototype.toJSON = function () {
    return { south: this._sw.lat(), west: this._sw.lng(), north: this._ne.lat(), east: this._ne.lng() };
  };

  // ---- the map: a plain div -----------------------------------------------------------------
  var seen = { query: Object.fromEntries(query.entries()), imported: [], maps: 0, markers: [], autocompletes: [], panTo: null };

  function MapsMap(div, options) {
    options = options || {};
    this._div = div;
    this._options = {};
    this._center = toLatLng(options.center) || new LatLng(0, 0);
    this._zoom = Number.isFinite(options.zoom) ? options.zoom : 0;
    this.controls = [];
    var surface = document.createElement('div');
    surface.className = 'e2e-maps-stub';
    surface.setAttribute('data-testid', 'maps-stub');
    surface.style.cssText = 'width:100%;height:100%;min-height:120px;background:#e8eef3;position:relative;';
    div.appendChild(surface);
    this._surface = surface;
    this.setOptions(options);
    seen.maps += 1;
  }
  MapsMap.prototype = Object.create(MVCObject.prototype);
  MapsMap.prototype.setOptions = function (options) {
    Object.assign(this._options, options || {});
    if (options && options.center) this._center = toLatLng(options.center);
    if (options && Number.isFinite(options.zoom)) this._zoom = options.zoom;
  };
  MapsMap.prototype.getDiv = function () {
    return this._div;
  };
  MapsMap.prototype.getCenter = function () {
    return this._center;
  };
  MapsMap.prototype.setCenter = function (center) {
    this._center = toLatLng(center);
    event.trigger(this, 'bounds_changed');
  };
  MapsMap.prototype.panTo = function (center) {
    this._center = toLatLng(center);
    seen.panTo = this._center.toJSON();
    event.trigger(this, 'bounds_changed');
  };
  MapsMap.prototype.getZoom = function () {
    return this._zoom;
  };
  MapsMap.prototype.setZoom = function (zoom) {
    this._zoom = zoom;
  };
  MapsMap.prototype.getHeading = function () {
    return 0;
  };
  MapsMap.prototype.getTilt = function () {
    return 0;
  };
  MapsMap.prototype.getBounds = function () {
    return new LatLngBounds();
  };
  MapsMap.prototype.fitBounds = function () {};
  MapsMap.prototype.moveCamera = function (camera) {
    if (camera && camera.center) this._center = toLatLng(camera.center);
    if (camera && Number.isFinite(camera.zoom)) this._zoom = camera.zoom;
  };

  // ---- the marker ---------------------------------------------------------------------------
  function Marker(options) {
    this._options = {};
    this._map = null;
    this._element = null;
    this.setOptions(options || {});
    seen.markers.push(this);
  }
  Marker.prototype = Object.create(MVCObject.prototype);
  Marker.prototype.setOptions = function (options) {
    Object.assign(this._options, options || {});
    if (options && options.position) this._position = toLatLng(options.position);
    if (options && 'draggable' in options) this._draggable = Boolean(options.draggable);
    if (options && 'map' in options) this.setMap(options.map);
    this._render();
  };
  Marker.prototype.setMap = function (map) {
    if (this._element) this._element.remove();
    this._element = null;
    this._map = map || null;
    this._render();
  };
  Marker.prototype.getMap = function () {
    return this._map;
  };
  Marker.prototype.setPosition = function (position) {
    this._position = toLatLng(position);
    this._render();
  };
  Marker.prototype.getPosition = function () {
    return this._position || null;
  };
  Marker.prototype.setDraggable = function (draggable) {
    this._draggable = Boolean(draggable);
    this._render();
  };
  Marker.prototype.getDraggable = function () {
    return Boolean(this._draggable);
  };
  Marker.prototype._render = function () {
    if (!this._map) return;
    if (!this._element) {
      // A labelled image, so that axe sees the stub's DOM like a real map's marker.
      this._element = document.createElement('div');
      this._element.setAttribute('role', 'img');
      this._element.setAttribute('aria-label', '施設の位置のピン');
      this._element.style.cssText = 'position:absolute;left:50%;top:50%;width:12px;height:12px;border-radius:50%;background:#c62828;';
      this._map._surface.appendChild(this._element);
    }
    var position = this._position ? this._position.toJSON() : null;
    this._element.setAttribute('data-lat', position ? String(position.lat) : '');
    this._element.setAttribute('data-lng', position ? String(position.lng) : '');
    this._element.setAttribute('data-draggable', String(Boolean(this._draggable)));
  };

  // ---- places -------------------------------------------------------------------------------
  function Autocomplete(input, options) {
    this.input = input;
    this.options = options || {};
    this._place = {};
    seen.autocompletes.push(this);
  }
  Autocomplete.prototype = Object.create(MVCObject.prototype);
  Autocomplete.prototype.getPlace = function () {
    return this._place;
  };
  Autocomplete.prototype.setFields = function (fields) {
    this.options.fields = fields;
  };
  Autocomplete.prototype.setComponentRestrictions = function (restrictions) {
    this.options.componentRestrictions = restrictions;
  };
  Autocomplete.prototype.setBounds = function () {};

  // ---- namespace and libraries --------------------------------------------------------------
  var Settings = {
    instance: {},
    getInstance: function () {
      return Settings.instance;
    },
  };
  var core = { LatLng: LatLng, LatLngBounds: LatLngBounds, MVCObject: MVCObject, event: event, Settings: Settings };
  var libraries = {
    core: core,
    maps: { Map: MapsMap },
    marker: { Marker: Marker },
    places: { Autocomplete: Autocomplete },
  };
  Object.assign(maps, core, libraries.maps, libraries.marker, {
    version: '3.62.0',
    places: libraries.places,
    importLibrary: function (name) {
      seen.imported.push(name);
      if (!libraries[name]) return Promise.reject(new Error('google-maps-stub: no library ' + name));
      return Promise.resolve(libraries[name]);
    },
  });

  window.__mapsStub = {
    dragMarkerTo: function (lat, lng) {
      var marker = seen.markers
        .filter(function (each) {
          return each._map;
        })
        .pop();
      if (!marker) throw new Error('google-maps-stub: no marker on a map');
      if (!marker._draggable) throw new Error('google-maps-stub: the marker is not draggable');
      var latLng = new LatLng(lat, lng);
      event.trigger(marker, 'dragstart', { latLng: marker.getPosition() });
      marker._position = latLng;
      marker._render();
      event.trigger(marker, 'drag', { latLng: latLng });
      event.trigger(marker, 'dragend', { latLng: latLng });
    },
    choosePlace: function (lat, lng) {
      if (seen.autocompletes.length === 0) throw new Error('google-maps-stub: no Autocomplete');
      seen.autocompletes.forEach(function (autocomplete) {
        autocomplete._place = { geometry: { location: new LatLng(lat, lng) } };
        event.trigger(autocomplete, 'place_changed');
      });
    },
    state: function () {
      return {
        query: seen.query,
        imported: seen.imported.slice(),
        maps: seen.maps,
        markers: seen.markers.map(function (marker) {
          var position = marker.getPosition();
          return { onMap: Boolean(marker._map), draggable: marker.getDraggable(), position: position ? position.toJSON() : null };
        }),
        autocompletes: seen.autocompletes.map(function (autocomplete) {
          return { inputId: autocomplete.input && autocomplete.input.id, options: autocomplete.options };
        }),
        panTo: seen.panTo,
      };
    },
  };

  // The loader's callback (callback=google.maps.__ib__): resolves its bootstrap promise, after
  // which its importLibrary calls ours.
  var callback = query.get('callback') || 'google.maps.__ib__';
  var fn = callback.split('.').reduce(function (object, key) {
    return object ? object[key] : undefined;
  }, window);
  if (typeof fn === 'function') fn();
})();
