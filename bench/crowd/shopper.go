package main

import (
	crand "crypto/rand"
	"fmt"
	"math/rand/v2"
	"net/url"
	"time"
)

// flow is what one shopper does and how long they pause between pages.
type flow struct {
	shop      *shop
	sessions  sessions
	promoCode string
	think     time.Duration
	search    string
}

// outcome is what a shopper saw: the order its POST placed, the orders its list showed, or the
// step where the flow broke off.
type outcome struct {
	userID        string
	placedOrderID string
	listedOrders  []string
	problem       string
}

type cartRecipe struct {
	ID       string `json:"id"`
	Servings int    `json:"servings"`
}

// The shop saves the cart at most once a second while the shopper changes it.
const saveInterval = time.Second

// shopOnce plays one shopper, number index, from the recipe list to their order.
func (f flow) shopOnce(index int, at place) outcome {
	userID := "crowd-" + crand.Text()
	email := fmt.Sprintf("shopper%d-%s@bench.mise.test", index, userID[6:14])
	token := f.sessions.shopper(userID, email)
	// Each shopper comes from an address of their own, as a crowd does through the proxy in front
	// of the shop (started with TRUST_PROXY_HOPS=1): per-address limits are not reached by one
	// machine playing everyone.
	address := index + 1
	from := fmt.Sprintf("10.%d.%d.%d", address>>16&255, address>>8&255, address&255)
	result := outcome{userID: userID}
	fail := func(err error) outcome { result.problem = err.Error(); return result }

	// 1. Browse, search, open a recipe: the query the shop's recipe list sends.
	var page struct {
		Recipes []struct {
			ID              string `json:"_id"`
			DefaultServings int    `json:"defaultServings"`
			IncrServings    int    `json:"incrServings"`
		} `json:"recipes"`
	}
	list := f.shop.call(request{name: "GET /api/recipes/all", method: "GET", token: token, from: from,
		path: "/api/recipes/all?status=published&limit=10&page=1"})
	if err := list.decode(&page); err != nil {
		return fail(err)
	}
	if len(page.Recipes) < 3 {
		return fail(fmt.Errorf("the recipe list shows %d recipes, 3 are needed", len(page.Recipes)))
	}
	f.pause()
	searched := f.shop.call(request{name: "GET /api/recipes/all?search", method: "GET", token: token, from: from,
		path: "/api/recipes/all?status=published&limit=10&search=" + url.QueryEscape(f.search) + "&page=1"})
	if searched.problem != "" {
		return fail(fmt.Errorf("%s", searched.problem))
	}
	f.pause()
	chosen := make([]int, 3)
	for i := range chosen {
		chosen[i] = (index + i) % len(page.Recipes)
	}
	if recipe := f.shop.call(request{name: "GET /api/recipes/:id", method: "GET", token: token, from: from,
		path: "/api/recipes/" + url.PathEscape(page.Recipes[chosen[0]].ID)}); recipe.problem != "" {
		return fail(fmt.Errorf("%s", recipe.problem))
	}
	f.pause()

	// 2. Three recipes added one after another, then one's servings changed: a save a second.
	var cart []cartRecipe
	version := 0
	nextSave := time.Now()
	save := func() error {
		time.Sleep(time.Until(nextSave))
		nextSave = time.Now().Add(saveInterval)
		version++
		saved := f.shop.call(request{name: "POST /api/cart", method: "POST", token: token, from: from,
			path: "/api/cart?getGroceries=true", body: map[string]any{"version": version, "recipes": cart}})
		if saved.problem != "" {
			return fmt.Errorf("%s", saved.problem)
		}
		if outcome := saved.header.Get("x-cart-save"); outcome != "saved" {
			return fmt.Errorf("cart save %d answered x-cart-save: %q", version, outcome)
		}
		return nil
	}
	for _, i := range chosen {
		cart = append(cart, cartRecipe{ID: page.Recipes[i].ID, Servings: page.Recipes[i].DefaultServings})
		if err := save(); err != nil {
			return fail(err)
		}
	}
	// One more serving step of the second recipe, as the shop's + button does.
	cart[1].Servings += page.Recipes[chosen[1]].IncrServings
	if err := save(); err != nil {
		return fail(err)
	}
	f.pause()

	// 3. The promo code.
	var promo struct {
		Applied bool    `json:"applied"`
		Error   *string `json:"error"`
	}
	if err := f.shop.call(request{name: "POST /api/cart/check-promo", method: "POST", token: token, from: from,
		path: "/api/cart/check-promo", body: map[string]any{"promoCode": f.promoCode}}).decode(&promo); err != nil {
		return fail(err)
	}
	if !promo.Applied {
		return fail(fmt.Errorf("promo code %s not applied: %v", f.promoCode, promo.Error))
	}
	f.pause()

	// 4. The sandbox card, then the order.
	var card struct {
		ID string `json:"id"`
	}
	if err := f.shop.call(request{name: "POST /api/payments/sandbox/payment-methods", method: "POST", token: token, from: from,
		path: "/api/payments/sandbox/payment-methods",
		body: map[string]any{"number": "4242 4242 4242 4242", "expMonth": 12, "expYear": 2030, "cvc": "123"},
	}).decode(&card); err != nil {
		return fail(err)
	}
	selected := make([]map[string]any, len(cart))
	for i, recipe := range cart {
		selected[i] = map[string]any{"recipeId": recipe.ID, "servings": recipe.Servings}
	}
	var placed struct {
		Data struct {
			ID     string `json:"_id"`
			Status string `json:"status"`
		} `json:"data"`
	}
	orderAnswer := f.shop.call(request{name: "POST /api/orders", method: "POST", token: token, from: from, path: "/api/orders",
		headers: map[string]string{"idempotency-key": crand.Text()},
		body: map[string]any{
			"paymentMethodId": card.ID,
			"deliveryAddress": map[string]any{
				"email": email, "firstName": "Crowd", "lastName": fmt.Sprintf("Shopper %d", index),
				"lineOne": fmt.Sprintf("%d Queen Street West", 100+index), "city": at.City,
				"province": at.Province, "postalCode": at.PostalCode, "phone": "416-555-0100",
				"date": at.Date, "timeSlot": at.SlotStart, "promoDiscount": f.promoCode,
			},
			"selectedRecipes": selected,
			"deliveryType":    "Address delivery",
		},
	})
	if err := orderAnswer.decode(&placed); err != nil {
		return fail(err)
	}
	if orderAnswer.status != 201 {
		return fail(fmt.Errorf("POST /api/orders answered %d (%s), not 201 paid", orderAnswer.status, placed.Data.Status))
	}
	result.placedOrderID = placed.Data.ID
	f.pause()

	// 5. Their orders, then the one just placed.
	var orders struct {
		Orders []struct {
			ID string `json:"_id"`
		} `json:"orders"`
	}
	if err := f.shop.call(request{name: "GET /api/users/orders", method: "GET", token: token, from: from,
		path: "/api/users/orders?page=0&perPage=1000"}).decode(&orders); err != nil {
		return fail(err)
	}
	for _, order := range orders.Orders {
		result.listedOrders = append(result.listedOrders, order.ID)
	}
	if opened := f.shop.call(request{name: "GET /api/orders/:id", method: "GET", token: token, from: from,
		path: "/api/orders/" + url.PathEscape(result.placedOrderID)}); opened.problem != "" {
		return fail(fmt.Errorf("%s", opened.problem))
	}
	return result
}

// pause is a shopper reading the page: think time, give or take half.
func (f flow) pause() {
	if f.think > 0 {
		time.Sleep(f.think/2 + rand.N(f.think))
	}
}
