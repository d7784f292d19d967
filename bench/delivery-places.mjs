// Open places in the shop's delivery slots, one per shopper, spread over cities, days and slots
// (a slot has few places): what each crowd shopper, or each order of orders.bench.mjs, books.

/** A postal code of the city: its first prefix, completed to a valid A1A 1A1. */
function postalCodeIn(city) {
  const code = `${city.postalCodePrefixes[0]}${'M5V1A1'.slice(city.postalCodePrefixes[0].length)}`;
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}

async function getJson(origin, path) {
  const answer = await fetch(`${origin}${path}`);
  if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
}

/** `needed` open places from tomorrow on, day after day up to `maxDays`, in random order. */
export async function openPlaces(origin, needed, maxDays = 28) {
  const { cities } = await getJson(origin, '/api/cities?countryCode=CA');
  const places = [];
  for (let day = 1; day <= maxDays && places.length < needed; day += 1) {
    const timestamp = Date.now() + day * 24 * 60 * 60 * 1000;
    // A day's cities asked together: a knee's thousand places span weeks of days.
    const days = await Promise.all(
      cities.map((city) =>
        getJson(
          origin,
          `/api/days/${timestamp}/${city._id}/${encodeURIComponent('Address delivery')}?combineSlots=true`,
        ),
      ),
    );
    for (const [index, { data }] of days.entries()) {
      const city = cities[index];
      for (const slot of data.timeSlots.filter((s) => s.available)) {
        for (let n = 0; n < slot.remaining; n += 1) {
          places.push({
            city: city.name,
            province: city.province,
            postalCode: postalCodeIn(city),
            date: data.date,
            slotStart: slot.start,
          });
        }
      }
    }
  }
  if (places.length < needed) {
    throw new Error(`only ${places.length} open places in ${maxDays} days, ${needed} needed`);
  }
  // Spread over cities and slots rather than filling one slot after another.
  return places.sort(() => Math.random() - 0.5).slice(0, needed);
}
