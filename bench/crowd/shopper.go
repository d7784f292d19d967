package main

import (
	crand "crypto/rand"
	"fmt"
	"math/rand/v2"
	"net/url"
	"time"
)

// flow is what every shopper of a crowd does, and how long they pause between pages.
type flow struct {
	shop      *shop
	sessions  sessions
	promoCode string
	think     time.Duration
	search    string
}

// outcome is what a shopper saw: the order its POST placed, the orders its list showed, or
// why the flow broke off.
type outcome struct {
	userID        string
	placedOrderID string
	listedOrders  []string
	problem       string
}

// visitor is one signed-in shopper's browser: their session and their address.
type visitor struct {
	shop   *shop
	number int
	userID string
	email  string
	token  string
	from   string
}

func (v visitor) get(name, path string) answer {
	return v.shop.call(request{name: name, method: "GET", path: path, token: v.token, from: v.from})
}

func (v visitor) post(name, path string, body any, headers map[string]string) answer {
	return v.shop.call(request{name: name, method: "POST", path: path, token: v.token, from: v.from,
		body: body, headers: headers})
}

// listedRecipe is a recipe as the list shows it, with the servings the cart may hold.
type listedRecipe struct {
	ID              string `json:"_id"`
	DefaultServings int    `json:"defaultServings"`
	IncrServings    int    `json:"incrServings"`
}

type cartRecipe struct {
	ID       string `json:"id"`
	Servings int    `json:"servings"`
}

// The shop saves the cart at most once a second while the shopper changes it.
const saveInterval = time.Second

// shopOnce plays shopper number `number`, from the recipe list to their order, delivered at
// `at`.
func (f flow) shopOnce(number int, at place) outcome {
	userID := "crowd-" + crand.Text()
	email := fmt.Sprintf("shopper%d-%s@bench.mise.test", number, userID[6:14])
	// Each shopper comes from an address of their own, as a crowd does through the proxy in front
	// of the shop (started with TRUST_PROXY_HOPS=1): per-address limits are not reached by one
	// machine playing everyone.
	address := number + 1
	v := visitor{shop: f.shop, number: number, userID: userID, email: email,
		token: f.sessions.shopper(userID, email),
		from:  fmt.Sprintf("10.%d.%d.%d", address>>16&255, address>>8&255, address&255)}
	result := outcome{userID: userID}

	recipes, err := f.browse(v)
	if err == nil {
		var cart []cartRecipe
		if cart, err = f.fillCart(v, recipes); err == nil {
			if err = f.applyPromo(v); err == nil {
				if result.placedOrderID, err = f.pay(v, cart, at); err == nil {
					result.listedOrders, err = f.openOrders(v, result.placedOrderID)
				}
			}
		}
	}
	if err != nil {
		result.problem = err.Error()
	}
	return result
}

// browse opens the recipe list as the shop's recipe page asks for it, searches, and opens one
// recipe; it answers the three recipes the shopper will buy.
func (f flow) browse(v visitor) ([]listedRecipe, error) {
	var page struct {
		Recipes []listedRecipe `json:"recipes"`
	}
	if err := v.get("GET /api/recipes/all", "/api/recipes/all?status=published&limit=10&page=1").decode(&page); err != nil {
		return nil, err
	}
	if len(page.Recipes) < 3 {
		return nil, fmt.Errorf("the recipe list shows %d recipes, 3 are needed", len(page.Recipes))
	}
	f.pause()
	if err := v.get("GET /api/recipes/all?search",
		"/api/recipes/all?status=published&limit=10&search="+url.QueryEscape(f.search)+"&page=1").err(); err != nil {
		return nil, err
	}
	f.pause()
	chosen := make([]listedRecipe, 3)
	for i := range chosen {
		chosen[i] = page.Recipes[(v.number+i)%len(page.Recipes)]
	}
	if err := v.get("GET /api/recipes/:id", "/api/recipes/"+url.PathEscape(chosen[0].ID)).err(); err != nil {
		return nil, err
	}
	f.pause()
	return chosen, nil
}

// fillCart adds the recipes one after another, then a serving more of the second, as the
// shop's + button does: each change a save, a save a second at most.
func (f flow) fillCart(v visitor, recipes []listedRecipe) ([]cartRecipe, error) {
	var cart []cartRecipe
	version := 0
	nextSave := time.Now()
	save := func() error {
		time.Sleep(time.Until(nextSave))
		nextSave = time.Now().Add(saveInterval)
		version++
		saved := v.post("POST /api/cart", "/api/cart?getGroceries=true",
			map[string]any{"version": version, "recipes": cart}, nil)
		if err := saved.err(); err != nil {
			return err
		}
		if outcome := saved.header.Get("x-cart-save"); outcome != "saved" {
			return fmt.Errorf("cart save %d answered x-cart-save: %q", version, outcome)
		}
		return nil
	}
	for _, recipe := range recipes {
		cart = append(cart, cartRecipe{ID: recipe.ID, Servings: recipe.DefaultServings})
		if err := save(); err != nil {
			return nil, err
		}
	}
	cart[1].Servings += recipes[1].IncrServings
	if err := save(); err != nil {
		return nil, err
	}
	f.pause()
	return cart, nil
}

func (f flow) applyPromo(v visitor) error {
	var promo struct {
		Applied bool    `json:"applied"`
		Error   *string `json:"error"`
	}
	if err := v.post("POST /api/cart/check-promo", "/api/cart/check-promo",
		map[string]any{"promoCode": f.promoCode}, nil).decode(&promo); err != nil {
		return err
	}
	if !promo.Applied {
		return fmt.Errorf("promo code %s not applied: %v", f.promoCode, promo.Error)
	}
	f.pause()
	return nil
}

// pay adds the sandbox card and places the order with the promo code; it answers the order's id.
func (f flow) pay(v visitor, cart []cartRecipe, at place) (string, error) {
	var card struct {
		ID string `json:"id"`
	}
	if err := v.post("POST /api/payments/sandbox/payment-methods", "/api/payments/sandbox/payment-methods",
		map[string]any{"number": "4242 4242 4242 4242", "expMonth": 12, "expYear": 2030, "cvc": "123"},
		nil).decode(&card); err != nil {
		return "", err
	}
	selected := make([]map[string]any, len(cart))
	for i, recipe := range cart {
		selected[i] = map[string]any{"recipeId": recipe.ID, "servings": recipe.Servings}
	}
	placed := v.post("POST /api/orders", "/api/orders", map[string]any{
		"paymentMethodId": card.ID,
		"deliveryAddress": map[string]any{
			"email": v.email, "firstName": "Crowd", "lastName": fmt.Sprintf("Shopper %d", v.number),
			"lineOne": fmt.Sprintf("%d Queen Street West", 100+v.number), "city": at.City,
			"province": at.Province, "postalCode": at.PostalCode, "phone": "416-555-0100",
			"date": at.Date, "timeSlot": at.SlotStart, "promoDiscount": f.promoCode,
		},
		"selectedRecipes": selected,
		"deliveryType":    "Address delivery",
	}, map[string]string{"idempotency-key": crand.Text()})
	var order struct {
		Data struct {
			ID     string `json:"_id"`
			Status string `json:"status"`
		} `json:"data"`
	}
	if err := placed.decode(&order); err != nil {
		return "", err
	}
	if placed.status != 201 {
		return "", fmt.Errorf("POST /api/orders answered %d (%s), not 201 paid", placed.status, order.Data.Status)
	}
	f.pause()
	return order.Data.ID, nil
}

// openOrders opens the shopper's order list, then the order just placed; it answers the ids
// the list showed.
func (f flow) openOrders(v visitor, orderID string) ([]string, error) {
	var list struct {
		Orders []struct {
			ID string `json:"_id"`
		} `json:"orders"`
	}
	if err := v.get("GET /api/users/orders", "/api/users/orders?page=0&perPage=1000").decode(&list); err != nil {
		return nil, err
	}
	listed := make([]string, len(list.Orders))
	for i, order := range list.Orders {
		listed[i] = order.ID
	}
	return listed, v.get("GET /api/orders/:id", "/api/orders/"+url.PathEscape(orderID)).err()
}

// pause is a shopper reading the page: think time, give or take half.
func (f flow) pause() {
	if f.think > 0 {
		time.Sleep(f.think/2 + rand.N(f.think))
	}
}
