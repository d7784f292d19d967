package main

import (
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// sessions signs shoppers' and staff tokens with the shop's own key, as identity would after a
// sign-in: the crowd measures shopping, not hundreds of registrations (identity rate-limits
// those per address anyway).
type sessions struct{ secret []byte }

func (s sessions) sign(claims jwt.MapClaims) string {
	now := time.Now()
	claims["iat"] = now.Unix()
	claims["exp"] = now.Add(time.Hour).Unix()
	token, err := jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(s.secret)
	if err != nil {
		panic(err)
	}
	return token
}

func (s sessions) shopper(userID, email string) string {
	return s.sign(jwt.MapClaims{"sub": userID, "role": "customer", "email": email})
}

// admin may write promotions (promotions.write is admin-only).
func (s sessions) admin() string {
	return s.sign(jwt.MapClaims{
		"sub": "crowd-bench-admin", "role": "staff", "email": "admin@bench.mise.test", "staffRole": "admin",
	})
}
