/** The saloon's silhouette that drives along the road of the booking-received view. */
export function SedanIcon() {
  return (
    <svg className="car-icon" aria-hidden="true" viewBox="0 0 120 44" width="120" height="44">
      <path
        d="M5 33c0-4 2.6-6.4 7.4-7.2L30 23l14-10.4c3.2-2.4 6.6-3.6 10.6-3.6h21.2c4.6 0 8.4 1.6 11.6 4.8L98 23.4l11.6 2.2c4 .8 6.4 3.4 6.4 7.2V36a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2z"
        fill="currentColor"
      />
      <path
        d="M47 22.4 56.6 15h13.6v7.4zM74.2 15h3.4c2.6 0 4.8.9 6.6 2.7l4.7 4.7H74.2z"
        fill="var(--car-window, #fff)"
        opacity=".85"
      />
      <circle cx="29" cy="38" r="7.5" fill="var(--car-tyre, #0f1115)" />
      <circle cx="29" cy="38" r="3" fill="var(--car-rim, #c9a45c)" />
      <circle cx="93" cy="38" r="7.5" fill="var(--car-tyre, #0f1115)" />
      <circle cx="93" cy="38" r="3" fill="var(--car-rim, #c9a45c)" />
    </svg>
  );
}
