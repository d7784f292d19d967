package main

import (
	crand "crypto/rand"
	"fmt"
)

// createPromoCode adds a code every shopper of the run may use, as staff would in the console:
// 10 % off, no minimum, no limits. The bench's own call: it has no name, so no log.
func createPromoCode(origin string, sessions sessions) (string, error) {
	code := "CROWD-" + crand.Text()[:8]
	created := newShop(origin, 1, nil).call(request{method: "POST", path: "/api/admin/promotions",
		token: sessions.admin(), body: map[string]any{"code": code, "percentOff": 10}})
	if created.problem != "" {
		return "", fmt.Errorf("creating the promo code: %s", created.problem)
	}
	return code, nil
}
